/** The part of SaxonJS (npm saxon-js, no types of its own) that the UBL check uses. */
declare module 'saxon-js' {
  interface TransformOptions {
    /** A compiled stylesheet (SEF), parsed once. */
    stylesheetInternal: unknown;
    sourceText: string;
    destination: 'document';
  }
  const SaxonJS: {
    transform(options: TransformOptions, mode: 'async'): Promise<{ principalResult: unknown }>;
    XPath: {
      evaluate(
        xpath: string,
        context: unknown,
        options: { namespaceContext: Record<string, string>; resultForm: 'array' },
      ): unknown[];
    };
  };
  export default SaxonJS;
}
