import { InboxOutlined } from '@ant-design/icons';
import { Alert, Upload } from 'antd';
import { useState } from 'react';
import { format, t } from '../../i18n/finances';
import { FailureAlert } from './FailureAlert';
import { refusalWords } from '../../store/errors';
import { useImportBankStatementsMutation, type BankImportAnswer } from './api';

/** What an import did, in Dutch: what was added and paid, what was skipped, what does not add up. */
function ImportOutcome({ answer, onClose }: { answer: BankImportAnswer; onClose: () => void }) {
  const added = answer.statements.length - answer.duplicates;
  const skipped = answer.duplicates;
  const warnings = answer.warnings;
  const summary = added
    ? format(t('finances.import.done'), {
        statements: added,
        lines: answer.lines,
        paid: new Set(answer.matches.map((match) => match.invoiceId ?? `p${match.purchaseId}`))
          .size,
      })
    : t('finances.import.nothingNew');
  return (
    <Alert
      className="bo-finances__import-outcome"
      type={warnings.length ? 'warning' : 'success'}
      showIcon
      closable
      onClose={onClose}
      title={summary}
      description={
        (skipped > 0 && added > 0) || warnings.length ? (
          <>
            {skipped > 0 && added > 0 && (
              <p>{format(t('finances.import.skipped'), { count: skipped })}</p>
            )}
            {warnings.length > 0 && (
              <>
                <p>{t('finances.import.warnings')}</p>
                <ul>
                  {warnings.map((warning) => (
                    <li key={warning}>{warning}</li>
                  ))}
                </ul>
              </>
            )}
          </>
        ) : undefined
      }
    />
  );
}

/**
 * The bank's statement file (CODA or camt.053) dropped or picked: read whole by the server, or
 * refused whole with the line and the reason, which shows here as the server wrote it.
 */
export function StatementImport() {
  const [importFile, { isLoading }] = useImportBankStatementsMutation();
  const [outcome, setOutcome] = useState<BankImportAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (file: File) => {
    setFailure(null);
    setOutcome(null);
    try {
      setOutcome(await importFile({ body: { files: [file] } }).unwrap());
    } catch (caught) {
      setFailure(refusalWords(caught, [400, 413, 415]));
    }
  };

  return (
    <div className="bo-finances__import">
      <Upload.Dragger
        disabled={isLoading}
        beforeUpload={(file) => {
          void send(file);
          return Upload.LIST_IGNORE;
        }}
        showUploadList={false}
        accept=".cod,.coda,.txt,.xml,.053,text/plain,application/xml,text/xml"
        aria-label={t('finances.import.title')}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden="true" />
        </p>
        <p className="ant-upload-text">
          {isLoading ? t('finances.import.busy') : t('finances.import.drop')}
        </p>
        <p className="ant-upload-hint">{t('finances.import.hint')}</p>
      </Upload.Dragger>
      {outcome && <ImportOutcome answer={outcome} onClose={() => setOutcome(null)} />}
      <FailureAlert failure={failure} onClose={() => setFailure(null)} />
    </div>
  );
}
