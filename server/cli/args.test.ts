import { PassThrough } from 'node:stream';
import { HiddenLineEditor, readNewPassword, type Io } from './args';

describe('HiddenLineEditor', () => {
  const typed = (...chunks: string[]) => {
    const editor = new HiddenLineEditor();
    return chunks.flatMap((chunk) => editor.feed(chunk));
  };
  const line = (text: string) => ({ kind: 'line', text });

  test('printable characters make a line that Enter ends, with either line ending', () => {
    expect(typed('geheim wachtwoord\r', 'ander\n')).toEqual([
      line('geheim wachtwoord'),
      line('ander'),
    ]);
  });

  test('Backspace takes back one character, an emoji whole; Ctrl-U the whole line', () => {
    expect(typed('abcd\u007f\u007fe\bf\r')).toEqual([line('abf')]);
    expect(typed('pass😀\u007fword\r')).toEqual([line('password')]);
    expect(typed('wrong start\u0015right\r')).toEqual([line('right')]);
  });

  test('arrow, function and Alt keys add nothing to the line', () => {
    const keys = [
      '\u001b[A', // up
      '\u001b[D', // left
      '\u001b[1;5C', // Ctrl+right
      '\u001b[3~', // Delete
      '\u001b[15~', // F5
      '\u001bOP', // F1
      '\u001bOA', // up, application mode
      '\u001bx', // Alt+x
    ];
    expect(typed(`pa${keys.join('')}ss\r`)).toEqual([line('pass')]);
  });

  test('an escape sequence split over two reads is still dropped', () => {
    expect(typed('pa\u001b[1;', '5Css\r')).toEqual([line('pass')]);
  });

  test('the Escape key alone drops nothing typed after it', () => {
    expect(typed('pa', '\u001b', 'ss\r')).toEqual([line('pass')]);
  });

  test('other control characters are dropped', () => {
    expect(typed('p\ta\u0000s\u0007s\r')).toEqual([line('pass')]);
  });

  test('Ctrl-C cancels and Ctrl-D ends the input, whatever was typed before', () => {
    expect(typed('half\u0003')).toEqual([{ kind: 'cancel' }]);
    expect(typed('half\u0004')).toEqual([{ kind: 'eof' }]);
    expect(typed('\u0004')).toEqual([{ kind: 'eof' }]);
  });
});

describe('readNewPassword', () => {
  function streams(terminal: boolean) {
    const stdin = Object.assign(new PassThrough(), {
      isTTY: terminal,
      setRawMode: () => undefined,
    });
    const stderr = new PassThrough();
    let written = '';
    stderr.on('data', (chunk: Buffer) => (written += chunk.toString()));
    const io: Io = { stdin, stdout: new PassThrough(), stderr };
    return { io, stdin, stderr: () => written };
  }

  test('says it reads standard input, and reads its first line without waiting for the end', async () => {
    const { io, stdin, stderr } = streams(false);
    const password = readNewPassword(io, { timeoutMs: 60_000 });
    stdin.write('een lang wachtwoord\r\n');
    // The pipe stays open: the first line is enough.
    await expect(password).resolves.toBe('een lang wachtwoord');
    expect(stderr()).toBe('Reading the password from standard input…\n');
  });

  test('reads a last line without a line break once the input ends', async () => {
    const { io, stdin } = streams(false);
    stdin.end('een lang wachtwoord');
    await expect(readNewPassword(io)).resolves.toBe('een lang wachtwoord');
  });

  test('gives up, saying why, when standard input stays open and sends no line', async () => {
    const { io, stdin } = streams(false);
    stdin.write('no line break yet');
    await expect(readNewPassword(io, { timeoutMs: 200 })).rejects.toThrow(
      'No password arrived on standard input within 1 s; nothing was changed. Pipe it in, ' +
        'ending with a line break, or run the command in a terminal to type it.',
    );
    expect(stdin.listenerCount('data')).toBe(0);
  });

  test('refuses Ctrl-D at the hidden prompt', async () => {
    const { io, stdin, stderr } = streams(true);
    const password = readNewPassword(io);
    stdin.write('een lang\u0004');
    await expect(password).rejects.toThrow(
      'Input ended before the password was typed (Ctrl-D); nothing was changed',
    );
    expect(stderr()).not.toContain('een lang');
  });

  test('refuses a terminal input that ends before the password is typed twice', async () => {
    const { io, stdin } = streams(true);
    const password = readNewPassword(io);
    stdin.end('een lang wachtwoord\r');
    await expect(password).rejects.toThrow(/Input ended before the password was typed/);
  });

  test('ignores arrow keys at the hidden prompt', async () => {
    const { io, stdin } = streams(true);
    const password = readNewPassword(io);
    stdin.write('een lang\u001b[D\u001b[C wachtwoord\r');
    stdin.write('een lang wachtwoord\r');
    await expect(password).resolves.toBe('een lang wachtwoord');
  });
});
