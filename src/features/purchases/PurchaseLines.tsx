import { Select } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetVehiclesQuery } from '../../entities/vehicles/api';
import { t } from '../../i18n/purchases';
import { useCan } from '../../store/permissions';
import type { LineAllocation } from './allocation';
import { AllocationEditor } from './AllocationEditor';
import type { CostCategory, PurchaseLine } from './api';
import { categoryLabel, COST_CATEGORIES, formatEuro, lineNet } from './format';

export interface PurchaseLinesProps {
  lines: PurchaseLine[];
  allocations: LineAllocation[];
  onCategory: (index: number, category: CostCategory) => void;
  onAllocation: (index: number, allocation: LineAllocation) => void;
  disabled: boolean;
}

/**
 * A purchase's lines as the supplier wrote them (description, quantity, price, net), each with
 * its cost category and the editor of where its cost lands.
 */
export function PurchaseLines({
  lines,
  allocations,
  onCategory,
  onAllocation,
  disabled,
}: PurchaseLinesProps) {
  // A cost may land on a vehicle for whom sees Voertuigen.
  const { data: vehicles } = useGetVehiclesQuery(useCan('vehicles') ? {} : skipToken);
  return (
    <ol className="bo-purchase-lines">
      {lines.map((line, index) => {
        const net = lineNet(line);
        return (
          // Lines are the supplier's, in the supplier's order: their place is their key.
          <li key={index} className="bo-purchase-lines__line">
            <div className="bo-purchase-lines__head">
              <span className="bo-purchase-lines__description">{line.description}</span>
              <span className="bo-purchase-lines__figures">
                <span>
                  {line.quantity.toLocaleString('nl-BE')} × {formatEuro(line.unitPrice)}
                  {line.discountPercent
                    ? ` − ${line.discountPercent.toLocaleString('nl-BE')} %`
                    : ''}
                </span>
                <strong className="bo-purchase-lines__net">{formatEuro(net)}</strong>
              </span>
            </div>
            <div className="bo-purchase-lines__category">
              <label htmlFor={`purchase-line-category-${index}`}>
                {t('purchase.line.category')}
              </label>
              <Select<CostCategory>
                id={`purchase-line-category-${index}`}
                disabled={disabled}
                value={line.category}
                onChange={(category) => onCategory(index, category)}
                options={COST_CATEGORIES.map((category) => ({
                  value: category,
                  label: t(categoryLabel(category)),
                }))}
                className="bo-purchase-lines__category-select"
              />
            </div>
            {allocations[index] && (
              <AllocationEditor
                net={net}
                lineNumber={index + 1}
                value={allocations[index]}
                onChange={(allocation) => onAllocation(index, allocation)}
                disabled={disabled}
                vehicles={vehicles}
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}
