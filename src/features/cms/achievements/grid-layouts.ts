/**
 * The fixed layouts of an achievement's photo grid (docs/product.md § Achievements): at most 6 photos on a
 * 12 × 12 grid. For each count of photos shown, one tile per photo, in the photos' order, as
 * [rowStart, colStart, rowSpan, colSpan] (1-based, as CSS grid lines). Every layout covers the
 * 144 cells exactly once (grid-layouts.test.ts), so the square is filled with only the grid's
 * uniform gap between tiles. The first photo is always the largest tile, or one of them.
 */
export type Tile = readonly [rowStart: number, colStart: number, rowSpan: number, colSpan: number];

export const GRID_SIZE = 12;
export const MAX_TILES = 6;

export const GRID_LAYOUTS: Readonly<Record<1 | 2 | 3 | 4 | 5 | 6, readonly Tile[]>> = {
  // One photo fills the square.
  1: [[1, 1, 12, 12]],
  // Two side by side, each half the width and the full height.
  2: [
    [1, 1, 12, 6],
    [1, 7, 12, 6],
  ],
  // A large first photo (two thirds), two stacked on its right.
  3: [
    [1, 1, 12, 8],
    [1, 9, 6, 4],
    [7, 9, 6, 4],
  ],
  // Four quarters.
  4: [
    [1, 1, 6, 6],
    [1, 7, 6, 6],
    [7, 1, 6, 6],
    [7, 7, 6, 6],
  ],
  // Two halves on top, three thirds below.
  5: [
    [1, 1, 6, 6],
    [1, 7, 6, 6],
    [7, 1, 6, 4],
    [7, 5, 6, 4],
    [7, 9, 6, 4],
  ],
  // A large first photo (two thirds square), two on its right, three along the bottom.
  6: [
    [1, 1, 8, 8],
    [1, 9, 4, 4],
    [5, 9, 4, 4],
    [9, 1, 4, 4],
    [9, 5, 4, 4],
    [9, 9, 4, 4],
  ],
};

/**
 * What the card's grid shows of `count` photos: the tiles of the first min(count, 6), and how
 * many photos are not shown at all (count − 6 beyond six). Those are counted as '+N' over the
 * sixth tile, whose photo stays visible under it; the lightbox shows every photo.
 */
export function gridOf(count: number): { tiles: readonly Tile[]; hidden: number } {
  const shown = Math.min(Math.max(count, 0), MAX_TILES);
  if (shown === 0) return { tiles: [], hidden: 0 };
  return { tiles: GRID_LAYOUTS[shown as 1 | 2 | 3 | 4 | 5 | 6], hidden: count - shown };
}

/** The CSS grid placement of a tile. */
export function tileStyle([rowStart, colStart, rowSpan, colSpan]: Tile) {
  return {
    gridRow: `${rowStart} / span ${rowSpan}`,
    gridColumn: `${colStart} / span ${colSpan}`,
  };
}

/** A card's grid at its widest (cards are at least 300 px; a wide screen stretches them). */
export const GRID_WIDTH = 420;
/** Photographs are about 3:2: a tall tile shows a cropped width larger than its own. */
export const PHOTO_ASPECT = 1.5;

/** The CSS pixels a tile's photo is drawn across, covering the tile (object-fit: cover). */
export function tileWidth([, , rowSpan, colSpan]: Tile, gridWidth = GRID_WIDTH) {
  return (Math.max(colSpan, rowSpan * PHOTO_ASPECT) / GRID_SIZE) * gridWidth;
}

/** The width a tile's photo is drawn at, as an `<img sizes>` value. */
export const tileSizes = (tile: Tile) => `${Math.round(tileWidth(tile))}px`;
