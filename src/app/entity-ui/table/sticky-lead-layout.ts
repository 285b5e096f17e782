import { TableLayout } from 'react-aria-components';

type Column<T> = Parameters<TableLayout<T>['buildColumn']>[0];
type LayoutNode = ReturnType<TableLayout<unknown>['buildTableHeader']>;
type RowGroup<T> = Parameters<TableLayout<T>['buildRowGroup']>[1];

/** The check box and expand columns' ids (DataTableHeader.tsx): drawn before the data columns. */
const isUtility = <T>(column: Column<T>) => String(column.key).startsWith('__');

/**
 * React Aria's table layout, holding the leading columns in place while a table wider than its
 * frame scrolls sideways: the check box and expand columns and the first data column (what says
 * which row is which). React Aria places every cell itself, so CSS alone cannot hold one.
 */
export class StickyLeadLayout<T> extends TableLayout<T> {
  protected override isStickyColumn(column: Column<T>): boolean {
    const first = this.collection.columns.find((candidate) => !isUtility(candidate));
    return first !== undefined && column.index <= first.index;
  }

  // A sticky cell sticks within its nearest clipping box: the header's and the body's boxes
  // clip (overflow: hidden) unless allowed to overflow, and then nothing would ever stick.
  protected override buildTableHeader(): LayoutNode {
    return overflowing(super.buildTableHeader());
  }

  protected override buildRowGroup(y: number, node: RowGroup<T>): LayoutNode {
    return overflowing(super.buildRowGroup(y, node));
  }
}

function overflowing(node: LayoutNode): LayoutNode {
  node.layoutInfo.allowOverflow = true;
  return node;
}
