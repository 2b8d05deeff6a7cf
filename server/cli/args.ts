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

/** How long a piped password may take to arrive before the command gives up. */
export const STDIN_TIMEOUT_MS = 30_000;

/**
 * A new password: typed twice at a hidden prompt when standard input is a terminal, else the
 * first line of standard input, which must arrive within `timeoutMs`.
 */
export async function readNewPassword(
  io: Io,
  { timeoutMs = STDIN_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<string> {
  if (!io.stdin.isTTY) {
    // Said first: a command that waits on a pipe nobody writes to would otherwise seem to hang.
    io.stderr.write('Reading the password from standard input…\n');
    const line = await readFirstLine(io.stdin, timeoutMs);
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

/** The first line of a stream without its line ending, once it or the stream's end arrives. */
function readFirstLine(stream: Input, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const finish = (error?: Error) => {
      clearTimeout(timer);
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
      stream.pause();
      if (error) reject(error);
      else resolve(text.split('\n')[0].replace(/\r$/, ''));
    };
    const onData = (chunk: Buffer | string) => {
      text += chunk.toString();
      if (text.includes('\n')) finish();
    };
    const onEnd = () => finish();
    const onError = (error: Error) => finish(error);
    const timer = setTimeout(
      () =>
        finish(
          new Error(
            `No password arrived on standard input within ${Math.ceil(timeoutMs / 1000)} s; ` +
              'nothing was changed. Pipe it in, ending with a line break, or run the command ' +
              'in a terminal to type it.',
          ),
        ),
      timeoutMs,
    );
    stream.setEncoding('utf8');
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', onError);
    stream.resume();
  });
}

/** What the keys typed at a hidden prompt amount to. */
export type HiddenInput = { kind: 'line'; text: string } | { kind: 'cancel' } | { kind: 'eof' };

const ESC = '\u001b';

/**
 * A line typed at a hidden prompt in raw mode, key by key. Printable characters make up the
 * line; Backspace takes the last one back and Ctrl-U all of them; Enter ends the line; Ctrl-C
 * cancels and Ctrl-D ends the input. Escape sequences (arrow, function and Alt keys) and other
 * control characters are dropped: nobody can see what they would do to a hidden line.
 */
export class HiddenLineEditor {
  private current = '';
  /** Where in an escape sequence the input is: after ESC, in a CSI (ESC [) or SS3 (ESC O). */
  private escape: '' | 'esc' | 'csi' | 'ss3' = '';

  feed(chunk: string): HiddenInput[] {
    const out: HiddenInput[] = [];
    for (const char of chunk) {
      if (this.escape) {
        this.skipEscape(char);
        continue;
      }
      if (char === ESC) this.escape = 'esc';
      else if (char === '\u0003') out.push({ kind: 'cancel' });
      else if (char === '\u0004') out.push({ kind: 'eof' });
      else if (char === '\r' || char === '\n') {
        out.push({ kind: 'line', text: this.current });
        this.current = '';
      } else if (char === '\u007f' || char === '\b') {
        this.current = [...this.current].slice(0, -1).join('');
      } else if (char === '\u0015') this.current = '';
      else if (char >= ' ') this.current += char;
    }
    // A lone ESC at the end of what arrived is the Escape key itself, not a sequence's start.
    if (this.escape === 'esc') this.escape = '';
    return out;
  }

  private skipEscape(char: string) {
    const code = char.codePointAt(0)!;
    if (this.escape === 'esc') {
      this.escape = char === '[' ? 'csi' : char === 'O' ? 'ss3' : '';
    } else if (this.escape === 'ss3') {
      this.escape = '';
    } else if (code < 0x20 || code > 0x3f) {
      // A CSI's parameters and intermediates are 0x20-0x3F; its final byte (or anything
      // unexpected) ends it.
      this.escape = '';
    }
  }
}

/** One line per prompt from a terminal in raw mode, so nothing typed is echoed. */
function readHiddenLines(io: Io, prompts: string[]): Promise<string[]> {
  const { stdin, stderr } = io;
  return new Promise((resolve, reject) => {
    const lines: string[] = [];
    const editor = new HiddenLineEditor();
    const finish = (error?: Error) => {
      stdin.off('data', onData);
      stdin.off('end', onEnd);
      stdin.setRawMode?.(false);
      stdin.pause();
      if (error) reject(error);
      else resolve(lines);
    };
    const ended = () =>
      new Error('Input ended before the password was typed (Ctrl-D); nothing was changed');
    function onEnd() {
      stderr.write('\n');
      finish(ended());
    }
    function onData(chunk: Buffer | string) {
      for (const input of editor.feed(chunk.toString())) {
        stderr.write('\n');
        // Raw mode turns Ctrl-C into a character instead of a signal.
        if (input.kind === 'cancel') return finish(new Error('Cancelled; nothing was changed'));
        if (input.kind === 'eof') return finish(ended());
        lines.push(input.text);
        if (lines.length === prompts.length) return finish();
        stderr.write(prompts[lines.length]);
      }
    }
    stdin.setRawMode?.(true);
    stdin.setEncoding('utf8');
    stdin.on('data', onData);
    stdin.on('end', onEnd);
    stdin.resume();
    stderr.write(prompts[0]);
  });
}
