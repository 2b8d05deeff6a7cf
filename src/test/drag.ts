// Test support for native drag and drop: jsdom has no DataTransfer. Only tests use it.

/** A browser's DataTransfer as far as the screens' drags use it: typed data, or files. */
export function dataTransfer(files: File[] = []) {
  const data = new Map<string, string>();
  return {
    files,
    get types() {
      return files.length > 0 ? ['Files'] : [...data.keys()];
    },
    setData: (type: string, value: string) => data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    dropEffect: 'none',
    effectAllowed: 'all',
  };
}
