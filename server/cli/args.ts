/** Reads `--name value` pairs from the command line. */
export function readArgs(argv: string[]): Record<string, string> {
  const args: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(argv[i]);
    if (!match) throw new Error(`Unexpected argument "${argv[i]}"`);
    args[match[1]] = match[2] ?? argv[++i] ?? '';
  }
  return args;
}
