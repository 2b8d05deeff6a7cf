import { Select } from 'antd';
import { useState } from 'react';
import { t } from '../../i18n/documents';
import { useDebouncedValue } from '../../shared/page-hooks/debounced-search';
import { baseApi } from '../../store/api';

interface ProjectOption {
  id: number;
  name: string;
  customerName: string;
}

/**
 * The projects a document may be linked to, searched on the server as the projects' list is
 * (name, site address, customer): read with the projects' own call, since their endpoints are
 * their feature's, which an entity does not import.
 */
const linkableProjectsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLinkableProjects: build.query<
      { projects: ProjectOption[] },
      { q: string; employee?: number }
    >({
      query: ({ q, employee }) => ({
        url: '/api/project/getall',
        params: { q: q || undefined, employee, limit: 20 },
      }),
      providesTags: [{ type: 'Project', id: 'LIST' }],
    }),
  }),
});

export interface ProjectPickerProps {
  /** The project chosen; 0 or undefined for none (antd's Select takes no null). */
  value?: number;
  onChange?: (id: number) => void;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  /** Only the projects whose team holds this employee (a Technieker's own). */
  employeeId?: number;
}

/** A project to link a document to, found by typing a part of its name or its customer's. */
export function ProjectPicker({
  value,
  onChange,
  id,
  placeholder,
  disabled,
  employeeId,
}: ProjectPickerProps) {
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed.trim());
  const { data, isFetching } = linkableProjectsApi.useGetLinkableProjectsQuery({
    q,
    employee: employeeId,
  });
  // The chosen one stays shown though another search no longer finds it.
  const [chosen, setChosen] = useState<ProjectOption | undefined>();
  const found = data?.projects ?? [];
  const shown =
    chosen && chosen.id === value && !found.some((p) => p.id === chosen.id)
      ? [chosen, ...found]
      : found;

  return (
    <Select<number>
      id={id}
      disabled={disabled}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      placeholder={placeholder}
      value={value || undefined}
      notFoundContent={isFetching ? undefined : t('upload.projectNone')}
      loading={isFetching}
      options={shown.map((project) => ({
        value: project.id,
        label: [project.name, project.customerName].filter(Boolean).join(' · '),
      }))}
      onChange={(picked) => {
        setChosen(shown.find((p) => p.id === picked));
        onChange?.(picked ?? 0);
      }}
    />
  );
}
