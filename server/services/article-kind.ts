import { field } from '../domain/version-values';
import type { ArticleTrashItem } from '../repositories/articles';
import { Article, ArticleVersionData } from '../schemas/articles';
import { declareKind } from './content-kind';
import { articleState, articleTarget, putArticleBack, readArticle, writeArticle } from './articles';

/** A whole number or null from a stored version, else the current value. */
const count = (value: unknown, current: unknown) =>
  (value === null || Number.isSafeInteger(value) ? value : current) as number | null;

/** An article as a content kind (docs/architecture.md § Content kinds). */
export const articleKind = declareKind<'article', ArticleTrashItem>({
  kind: 'article',
  name: 'Article',
  tables: ['articles'],
  version: ArticleVersionData,
  answer: Article,
  state: articleState,
  target: (_db, id, data) => articleTarget(id, String(data.name)),
  // A version holds the article's own fields; its stock stays the sum of its movements.
  async restoreVersion(tx, id, data, current, by) {
    const minimum = count(data.minimum, current.minimum);
    await writeArticle(
      tx,
      id,
      {
        name: field(data, 'name', current.name as string),
        unitCode: field(data, 'unitCode', current.unitCode as string),
        supplierId: count(data.supplierId, current.supplierId),
        supplierCode: field(data, 'supplierCode', current.supplierCode as string),
        purchasePrice: count(data.purchasePrice, current.purchasePrice) ?? 0,
        minimum: minimum === null ? null : minimum / 1000,
        notes: field(data, 'notes', current.notes as string),
      },
      by,
    );
  },
  read: readArticle,
  async putBack(tx, item) {
    await putArticleBack(tx, item);
    return undefined;
  },
  customerData: {
    holdsNothing: "The company's materials and their suppliers' codes: no customer's data",
  },
});
