import { useRef, useState, type DragEvent } from 'react';
import { canMoveTo, type PhotoItem } from './photos';

/**
 * The type of a photo dragged within the list: a drag that carries it is a reorder, one that
 * carries 'Files' comes from the desktop and adds photos.
 */
export const PHOTO_DRAG_TYPE = 'application/x-bo-photo';

export interface PhotoDrag {
  /** Props for the tile's handle (its thumbnail). */
  handle: (index: number) => {
    draggable: boolean;
    onDragStart: (event: DragEvent<HTMLElement>) => void;
    onDragEnd: () => void;
  };
  /** Props for the tile, a drop target. */
  target: (index: number) => {
    onDragOver: (event: DragEvent<HTMLElement>) => void;
    onDragLeave: (event: DragEvent<HTMLElement>) => void;
    onDrop: (event: DragEvent<HTMLElement>) => void;
  };
  /** How the tile shows: dimmed while dragged, or the side where the dragged photo lands. */
  state: (index: number) => 'dragged' | 'before' | 'after' | null;
}

/**
 * Reordering by native drag and drop: a photo dragged onto another takes its place (same rule as
 * the move buttons: among its kind only). `onMove(from, to)` applies it.
 */
export function usePhotoDrag(
  photos: readonly PhotoItem[],
  disabled: boolean,
  onMove: (from: number, to: number) => void,
): PhotoDrag {
  // The logic reads the ref at once; the look follows a frame later, so the drag image that the
  // browser takes at dragstart is not the dimmed tile.
  const source = useRef<string | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const fromIndex = () => photos.findIndex((photo) => photo.id === source.current);
  const isReorder = (event: DragEvent<HTMLElement>) =>
    source.current !== null && event.dataTransfer.types.includes(PHOTO_DRAG_TYPE);
  const end = () => {
    source.current = null;
    setDragged(null);
    setOver(null);
  };

  const handle: PhotoDrag['handle'] = (index) => ({
    draggable: !disabled,
    onDragStart: (event) => {
      const { id } = photos[index];
      source.current = id;
      event.dataTransfer.setData(PHOTO_DRAG_TYPE, id);
      event.dataTransfer.effectAllowed = 'move';
      requestAnimationFrame(() => {
        if (source.current === id) setDragged(id);
      });
    },
    onDragEnd: end,
  });

  const target: PhotoDrag['target'] = (index) => ({
    onDragOver: (event) => {
      if (!isReorder(event) || !canMoveTo(photos, fromIndex(), index)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setOver(index);
    },
    onDragLeave: (event) => {
      // Leaving for a child of the tile is no leaving.
      if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
      setOver((current) => (current === index ? null : current));
    },
    onDrop: (event) => {
      if (!isReorder(event)) return;
      event.preventDefault();
      // Not a file drop for the zone around the list.
      event.stopPropagation();
      const from = fromIndex();
      end();
      if (from !== index && canMoveTo(photos, from, index)) onMove(from, index);
    },
  });

  const from = dragged === null ? -1 : photos.findIndex((photo) => photo.id === dragged);
  const state: PhotoDrag['state'] = (index) => {
    if (index === from) return 'dragged';
    if (from < 0 || over !== index) return null;
    return index < from ? 'before' : 'after';
  };

  return { handle, target, state };
}
