import type { PaginationProps } from 'antd';
import { cloneElement, isValidElement } from 'react';
import { t } from '../i18n';

/**
 * Ant Design's previous and next page buttons hold only an arrow (their title is on the list
 * item around them), so screen readers announce them without a name: this names them.
 */
const itemRender: PaginationProps['itemRender'] = (_page, type, element) =>
  (type === 'prev' || type === 'next') && isValidElement<{ 'aria-label'?: string }>(element)
    ? cloneElement(element, {
        'aria-label': t(type === 'prev' ? 'app.previousPage' : 'app.nextPage'),
      })
    : element;

/** A table's pagination: `pageSize` rows a page, hidden when one page holds them all. */
export const tablePagination = (pageSize: number): PaginationProps => ({
  pageSize,
  showSizeChanger: false,
  hideOnSinglePage: true,
  itemRender,
});
