import { field } from '../domain/version-values';
import type { ToolTrashItem } from '../repositories/tools';
import { ToolDetail, ToolVersionData } from '../schemas/tools';
import { declareKind } from './content-kind';
import { putToolBack, readTool, toolState, toolTarget, writeTool } from './tools';

/** A date or null from a stored version, else the current value. */
const day = (value: unknown, current: unknown) =>
  (value === null || typeof value === 'string' ? value : current) as string | null;

/** A tool as a content kind (docs/architecture.md § Content kinds). */
export const toolKind = declareKind<'tool', ToolTrashItem>({
  kind: 'tool',
  name: 'Tool',
  tables: ['tools', 'toolCheckouts'],
  version: ToolVersionData,
  answer: ToolDetail,
  state: toolState,
  target: (_db, id, data) => toolTarget(id, String(data.name)),
  // A version holds the tool's own fields; its checkouts stay as they are.
  async restoreVersion(tx, id, data, current, by) {
    await writeTool(
      tx,
      id,
      {
        name: field(data, 'name', current.name as string),
        serial: field(data, 'serial', current.serial as string),
        nextInspection: day(data.nextInspection, current.nextInspection),
        notes: field(data, 'notes', current.notes as string),
      },
      by,
    );
  },
  // With its checkouts, as its own read answers.
  read: readTool,
  async putBack(tx, item) {
    await putToolBack(tx, item);
    return undefined;
  },
  customerData: {
    holdsNothing: "The company's tools and who of the staff had them: no customer's data",
  },
});
