import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, InputNumber, Segmented, Select, Typography } from 'antd';
import { ProjectPicker } from '../../entities/documents/ProjectPicker';
import type { Vehicle } from '../../entities/vehicles/api';
import { t } from '../../i18n/purchases';
import {
  newPart,
  partAmounts,
  remaining,
  setPartValue,
  switchMode,
  type AllocationMode,
  type LineAllocation,
} from './allocation';
import { formatEuro } from './format';

export interface AllocationEditorProps {
  /** The line's net amount, cents. */
  net: number;
  /** The line's number as people count (1, 2, …), naming its fields. */
  lineNumber: number;
  value: LineAllocation;
  onChange: (value: LineAllocation) => void;
  disabled?: boolean;
  /** The vehicles a part may be booked to; absent: the account does not see Voertuigen. */
  vehicles?: Pick<Vehicle, 'id' | 'plateFormatted'>[];
}

/**
 * Where one line's net cost lands (docs/product.md § Aankopen): parts on a project, on a vehicle
 * or on general costs, by amount or by percent (each figure following the other), with what is still to
 * allocate; the server accepts the line once its parts add up to its net.
 */
export function AllocationEditor({
  net,
  lineNumber,
  value,
  onChange,
  disabled,
  vehicles: fleet,
}: AllocationEditorProps) {
  const vehicles = fleet?.map((vehicle) => ({ value: vehicle.id, label: vehicle.plateFormatted }));
  const amounts = partAmounts(net, value);
  const left = remaining(net, value);
  const setPart = (index: number, part: LineAllocation['parts'][number]) =>
    onChange({ ...value, parts: value.parts.map((old, at) => (at === index ? part : old)) });

  return (
    <div className="bo-allocation">
      <div className="bo-allocation__mode">
        <span id={`allocation-mode-${lineNumber}`}>{t('allocation.by')}</span>
        <Segmented<AllocationMode>
          aria-labelledby={`allocation-mode-${lineNumber}`}
          size="small"
          disabled={disabled}
          value={value.mode}
          onChange={(mode) => onChange(switchMode(net, value, mode))}
          options={[
            { value: 'amount', label: t('allocation.byAmount') },
            { value: 'percent', label: t('allocation.byPercent') },
          ]}
        />
      </div>
      {value.parts.map((part, index) => (
        // Parts have no identity of their own: their place is their key.
        <div className="bo-allocation__part" key={index}>
          <span className="bo-allocation__target">
            <label className="bo-sr-only" htmlFor={`allocation-${lineNumber}-${index}`}>
              {t('allocation.target')}
            </label>
            <ProjectPicker
              id={`allocation-${lineNumber}-${index}`}
              placeholder={t('allocation.general')}
              value={part.projectId ?? undefined}
              disabled={disabled}
              // A part is a project's or a vehicle's cost, never both.
              onChange={(id) => setPart(index, { ...part, projectId: id || null, vehicleId: null })}
            />
          </span>
          {vehicles && (
            <Select<number>
              aria-label={t('allocation.vehicle')}
              className="bo-allocation__vehicle"
              placeholder={t('allocation.vehicle')}
              allowClear
              showSearch
              optionFilterProp="label"
              disabled={disabled}
              value={part.vehicleId ?? undefined}
              options={vehicles}
              onChange={(id) =>
                setPart(index, {
                  ...part,
                  vehicleId: id ?? null,
                  projectId: id ? null : part.projectId,
                })
              }
            />
          )}
          {value.mode === 'amount' ? (
            <>
              <InputNumber<number>
                aria-label={t('allocation.amount')}
                className="bo-allocation__figure"
                disabled={disabled}
                prefix="€"
                decimalSeparator=","
                precision={2}
                step={1}
                value={part.amount / 100}
                // An emptied field is being typed in: the part keeps its figure meanwhile.
                onChange={(euros) => {
                  if (euros !== null)
                    setPart(index, setPartValue(net, part, 'amount', Math.round(euros * 100)));
                }}
              />
              <output className="bo-allocation__other">{`${part.percent.toLocaleString('nl-BE')} %`}</output>
            </>
          ) : (
            <>
              <InputNumber<number>
                aria-label={t('allocation.percent')}
                className="bo-allocation__figure"
                disabled={disabled}
                suffix="%"
                decimalSeparator=","
                precision={2}
                min={0}
                max={100}
                value={part.percent}
                onChange={(percent) => {
                  if (percent !== null) setPart(index, setPartValue(net, part, 'percent', percent));
                }}
              />
              <output className="bo-allocation__other">{formatEuro(amounts[index])}</output>
            </>
          )}
          <Button
            type="text"
            aria-label={t('allocation.remove')}
            icon={<DeleteOutlined aria-hidden="true" />}
            disabled={disabled || value.parts.length === 1}
            onClick={() =>
              onChange({ ...value, parts: value.parts.filter((_, at) => at !== index) })
            }
          />
        </div>
      ))}
      <div className="bo-allocation__footer">
        <Button
          size="small"
          icon={<PlusOutlined aria-hidden="true" />}
          disabled={disabled}
          onClick={() => onChange({ ...value, parts: [...value.parts, newPart(net, value)] })}
        >
          {t('allocation.add')}
        </Button>
        <Typography.Text
          role="status"
          type={left === 0 ? 'success' : left > 0 ? 'warning' : 'danger'}
          className="bo-allocation__left"
        >
          {left === 0
            ? t('allocation.complete')
            : left > 0
              ? t('allocation.remaining', { amount: formatEuro(left) })
              : t('allocation.over', { amount: formatEuro(-left) })}
        </Typography.Text>
      </div>
    </div>
  );
}
