/**
 * The lines a server logs, kept in memory: pass `stream` as the logger's destination
 * (`loggerOptions(level, false, log.stream)`) and read them back.
 */
export function captureLog() {
  const raw: string[] = [];
  return {
    stream: {
      write(line: string) {
        raw.push(line);
      },
    },
    /** Everything written, as it was written. */
    text: () => raw.join(''),
    /** Each line, parsed. */
    lines: () => raw.map((line) => JSON.parse(line) as Record<string, unknown>),
    clear: () => void raw.splice(0),
  };
}
