/**
 * Reads `--name value` pairs from the command line; the names in `flags` take no value and
 * read as 'true' when present.
 */
export function readArgs(argv: string[], flags: readonly string[] = []): Record<string, string> {
  const args: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(argv[i]);
    if (!match) throw new Error(`Unexpected argument "${argv[i]}"`);
    if (flags.includes(match[1])) {
      if (match[2] !== undefined) throw new Error(`--${match[1]} takes no value`);
      args[match[1]] = 'true';
      continue;
    }
    args[match[1]] = match[2] ?? argv[++i] ?? '';
  }
  return args;
}

/** Standard input as the commands use it: a terminal (raw mode hides typing) or a pipe. */
export interface Input extends NodeJS.ReadableStream {
  isTTY?: boolean;
  setRawMode?(mode: boolean): unknown;
}

export interface Io {
  stdin: Input;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

/** A password on the command line shows in `ps` and in shell history: never accepted. */
export const PASSWORD_NOT_IN_ARGS =
  '--password is not accepted: a password on the command line is visible to other users and ' +
  'kept in shell history. Type it at the prompt, or pipe it on standard input: ' +
  `printf '%s\\n' "$PASSWORD" | npm run …`;

/**
 * A new password: typed twice at a hidden prompt when standard input is a terminal, else the
 * first line of standard input.
 */
export async function readNewPassword(io: Io): Promise<string> {
  if (!io.stdin.isTTY) {
    const [line] = (await readAll(io.stdin)).split(/\r?\n/);
    if (!line) throw new Error('No password on standard input');
    return line;
  }
  const [first, second] = await readHiddenLines(io, [
    'New password: ',
    'Repeat the new password: ',
  ]);
  if (first !== second) throw new Error('The two passwords differ; nothing was changed');
  return first;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  stream.setEncoding('utf8');
  for await (const chunk of stream) text += chunk as string;
  return text;
}

/** One line per prompt from a terminal in raw mode, so nothing typed is echoed. */
function readHiddenLines(io: Io, prompts: string[]): Promise<string[]> {
  const { stdin, stderr } = io;
  return new Promise((resolve, reject) => {
    const lines: string[] = [];
    let current = '';
    const finish = (error?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode?.(false);
      stdin.pause();
      if (error) reject(error);
      else resolve(lines);
    };
    function onData(chunk: Buffer | string) {
      for (const char of chunk.toString()) {
        if (char === '\u0003' || char === '\u0004') {
          // Raw mode turns Ctrl-C into a character instead of a signal.
          stderr.write('\n');
          return finish(new Error('Cancelled; nothing was changed'));
        }
        if (char === '\r' || char === '\n') {
          stderr.write('\n');
          lines.push(current);
          current = '';
          if (lines.length === prompts.length) return finish();
          stderr.write(prompts[lines.length]);
        } else if (char === '\u007f' || char === '\b') {
          current = [...current].slice(0, -1).join('');
        } else {
          current += char;
        }
      }
    }
    stdin.setRawMode?.(true);
    stdin.setEncoding('utf8');
    stdin.on('data', onData);
    stdin.resume();
    stderr.write(prompts[0]);
  });
}
