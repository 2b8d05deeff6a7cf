import type { Writable } from 'node:stream';
import type { BackupSink } from './dump';

/** Resolves once `stream` takes more, or rejects when it fails or closes first. */
export function drained(stream: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      stream.off('drain', onDrain);
      stream.off('error', onError);
      stream.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onError = (error: Error) => settle(error);
    const onClose = () => settle(new Error('the connection closed before the backup was written'));
    stream.on('drain', onDrain);
    stream.on('error', onError);
    stream.on('close', onClose);
  });
}

/** A sink writing to a stream, waiting whenever the stream's buffer is full. */
export function streamSink(stream: Writable): BackupSink {
  return {
    async write(text) {
      if (stream.destroyed || stream.writableEnded)
        throw new Error('the connection closed before the backup was written');
      if (!stream.write(text)) await drained(stream);
    },
  };
}
