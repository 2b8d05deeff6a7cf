import { Select } from 'antd';
import { useState } from 'react';
import { t } from '../../i18n/customers';
import { useDebouncedValue } from '../../shared/page-hooks/debounced-search';
import { useGetCustomerQuery, useGetCustomersQuery, type Customer } from './api';

export interface CustomerPickerProps {
  /** The customer chosen; 0 or undefined for none (antd's Select takes no null). */
  value?: number;
  onChange?: (id: number) => void;
  /** Called with the customer picked, so a form can take over their details. */
  onPick?: (customer: Customer) => void;
  id?: string;
  /** Shown while none is chosen: what choosing none means where that is a choice (a filter). */
  placeholder?: string;
  /** Only customers or only suppliers of the register (the server's filter); both when left out. */
  only?: 'customer' | 'supplier';
}

/**
 * A customer of the register, searched on the server as the customers' list is (names, e-mail,
 * phone, enterprise number, addresses): what a form picks instead of typing the fields again.
 */
export function CustomerPicker({
  value,
  onChange,
  onPick,
  id,
  placeholder,
  only,
}: CustomerPickerProps) {
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed.trim());
  const { data: page, isFetching } = useGetCustomersQuery({
    q: q || undefined,
    role: only,
    limit: 20,
  });
  // The chosen one, though no search shows it now.
  const { data: chosen } = useGetCustomerQuery({ id: value ?? 0 }, { skip: !value });
  const found = page?.customers ?? [];
  const shown = chosen && !found.some((c) => c.id === chosen.id) ? [chosen, ...found] : found;

  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      placeholder={placeholder}
      value={value || undefined}
      notFoundContent={isFetching ? undefined : t('customer.pickNone')}
      loading={isFetching}
      options={shown.map((customer) => ({
        value: customer.id,
        label: [customer.name, customer.email].filter(Boolean).join(' · '),
      }))}
      onChange={(picked) => {
        onChange?.(picked ?? 0);
        const customer = shown.find((c) => c.id === picked);
        if (customer) onPick?.(customer);
      }}
    />
  );
}
