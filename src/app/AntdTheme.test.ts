import nlBE from 'antd/locale/nl_BE';
import { frameLocale } from './Providers';

describe("the login screen's antd texts", () => {
  it("are antd's own nl_BE texts", () => {
    expect(frameLocale?.locale).toBe(nlBE.locale);
    expect(frameLocale?.global).toEqual(nlBE.global);
  });
});
