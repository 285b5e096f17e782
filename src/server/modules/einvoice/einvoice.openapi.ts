import { msg } from '@lingui/core/macro';
import type { Translate } from '../../../contract/entity/messages.ts';
import { bespokeOperation, common, json } from '../../documents/openapi.ts';
import { inPath } from '../../entity-api/operations.ts';

type Doc = { paths: Record<string, Record<string, unknown>> };

const MENU = 'sales.invoice-publish';
const base = '/sales/invoice-publish/{id}';

/** The e-invoice routes of einvoice.routes.ts in /api/openapi.json. */
export function addEinvoicePaths(doc: Doc, t: Translate): void {
  const parameters = [...common, inPath('id')];
  doc.paths[`${base}/publish`] = {
    post: bespokeOperation(
      t,
      {
        id: 'invoicePublish_publish',
        summary: msg`Phát hành hóa đơn điện tử của đơn (gửi lại: trả đúng hóa đơn đã phát hành)`,
        menuId: MENU,
        right: 'edit',
      },
      { parameters },
    ),
  };
  doc.paths[`${base}/cancel`] = {
    post: bespokeOperation(
      t,
      {
        id: 'invoicePublish_cancel',
        summary: msg`Hủy hóa đơn điện tử đã phát hành`,
        menuId: MENU,
        right: 'del',
      },
      {
        parameters,
        requestBody: {
          required: true,
          ...json({ type: 'object', properties: { ly_do: { type: 'string', maxLength: 500 } } }),
        },
      },
    ),
  };
  doc.paths[`${base}/xml`] = {
    get: bespokeOperation(
      t,
      { id: 'invoicePublish_xml', summary: msg`Tệp XML hóa đơn đã gửi`, menuId: MENU, right: 'read' },
      {
        parameters,
        responses: {
          200: { description: 'OK', content: { 'application/xml': { schema: { type: 'string' } } } },
        },
      },
    ),
  };
}
