import nlBE from 'antd/locale/nl_BE';
import { frameLocale } from './AntdTheme';

describe("the frame's antd texts", () => {
  it("are antd's own nl_BE texts", () => {
    expect(frameLocale?.locale).toBe(nlBE.locale);
    expect(frameLocale?.global).toEqual(nlBE.global);
  });
});
