import { GRID_LAYOUTS, GRID_SIZE, gridOf, MAX_TILES, type Tile } from './grid-layouts';

/** How often each of the 12 × 12 cells is covered by `tiles`; a cell outside the grid throws. */
function coverage(tiles: readonly Tile[]): number[][] {
  const cells = Array.from({ length: GRID_SIZE }, () => Array<number>(GRID_SIZE).fill(0));
  for (const [rowStart, colStart, rowSpan, colSpan] of tiles) {
    for (let row = rowStart; row < rowStart + rowSpan; row += 1) {
      for (let col = colStart; col < colStart + colSpan; col += 1) {
        if (row < 1 || row > GRID_SIZE || col < 1 || col > GRID_SIZE) {
          throw new Error(
            `tile [${rowStart}, ${colStart}, ${rowSpan}, ${colSpan}] leaves the grid`,
          );
        }
        cells[row - 1][col - 1] += 1;
      }
    }
  }
  return cells;
}

describe('the photo grid layouts', () => {
  it.each([1, 2, 3, 4, 5, 6] as const)(
    'the layout for %i photos has one tile per photo and covers every cell exactly once',
    (count) => {
      const tiles = GRID_LAYOUTS[count];
      expect(tiles).toHaveLength(count);
      const cells = coverage(tiles);
      expect(cells.flat()).toHaveLength(144);
      expect(cells.flat().every((times) => times === 1)).toBe(true);
    },
  );

  it('catches a gap and an overlap', () => {
    // The checks above can fail: a layout with a hole, and one with two tiles on a cell.
    expect(
      coverage([[1, 1, 12, 6]])
        .flat()
        .filter((times) => times === 0),
    ).toHaveLength(72);
    expect(
      coverage([
        [1, 1, 12, 7],
        [1, 7, 12, 6],
      ])
        .flat()
        .filter((times) => times === 2),
    ).toHaveLength(12);
  });

  it('shows at most 6 tiles; beyond that the sixth counts the photos not shown', () => {
    expect(gridOf(0)).toEqual({ tiles: [], hidden: 0 });
    expect(gridOf(3)).toEqual({ tiles: GRID_LAYOUTS[3], hidden: 0 });
    expect(gridOf(6)).toEqual({ tiles: GRID_LAYOUTS[6], hidden: 0 });
    expect(gridOf(7)).toEqual({ tiles: GRID_LAYOUTS[MAX_TILES], hidden: 1 });
    expect(gridOf(20)).toEqual({ tiles: GRID_LAYOUTS[MAX_TILES], hidden: 14 });
  });
});
