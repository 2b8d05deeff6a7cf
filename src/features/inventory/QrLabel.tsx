import { PrinterOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useEffect, useState } from 'react';
import { t } from '../../i18n/inventory';
import { labelAddress } from '../../entities/inventory/quantities';

/**
 * A printable label for an article or a tool: a QR code of its page's address (a phone's own
 * camera opens it; Inventaris's scanner too) with the name and serial number under it. Printing
 * shows the label alone (inventory.css's print rules).
 */
export function QrLabel({
  kind,
  id,
  name,
  detail,
}: {
  kind: 'articles' | 'tools';
  id: number;
  name: string;
  detail?: string;
}) {
  const [svg, setSvg] = useState<string>();
  const address = labelAddress(kind, id);
  useEffect(() => {
    let current = true;
    void import(/* webpackChunkName: "qrcode" */ 'qrcode').then((qr) =>
      qr.toString(address, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((text) => {
        if (current) setSvg(text);
      }),
    );
    return () => {
      current = false;
    };
  }, [address]);

  return (
    <Card
      title={t('label.title')}
      extra={
        <Button icon={<PrinterOutlined aria-hidden="true" />} onClick={() => window.print()}>
          {t('label.print')}
        </Button>
      }
    >
      <figure className="bo-inventory-label" aria-label={t('label.of', { name })}>
        {svg ? (
          <img
            className="bo-inventory-label__code"
            src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
            alt={t('label.code', { name })}
          />
        ) : (
          <div className="bo-inventory-label__code" aria-busy="true" />
        )}
        <figcaption>
          <strong>{name}</strong>
          {detail && <span>{detail}</span>}
        </figcaption>
      </figure>
    </Card>
  );
}
