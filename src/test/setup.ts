// jsdom set-up for the SPA's tests; the SPA shell adds what antd needs here.
export {};
