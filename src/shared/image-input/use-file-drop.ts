import { useState, type DragEvent } from 'react';

/**
 * A box that takes files dragged from the desktop: `dragging` while files hover over it, and
 * the handlers to spread on it. Other drags (text, a photo moved within a list) pass through.
 */
export function useFileDrop(disabled: boolean, onFiles: (files: File[]) => void) {
  const [dragging, setDragging] = useState(false);
  const over = (event: DragEvent<HTMLElement>) => {
    if (disabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const handlers = {
    onDragEnter: over,
    onDragOver: over,
    onDragLeave: () => setDragging(false),
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      setDragging(false);
      if (!disabled) onFiles(Array.from(event.dataTransfer.files));
    },
  };
  return { dragging, handlers };
}
