import { Form } from 'antd';
import { LineEditor, toApiLine, toLineFields, type ApiLine, type LineFields } from './LineEditor';

/** The form's values: a line being added may be undefined for a moment. */
interface Values {
  lines?: (LineFields | undefined)[];
}

/**
 * The line editor as a controlled input for an editor that keeps its draft in its own state
 * (the quote's): `value` in the API's form (cents), `onChange` with every edit. It holds its own
 * form (rendered without a <form> element, so it may sit inside another), seeded from `value`
 * when it mounts: give it a `key` that changes when another draft is shown.
 */
export function LinesInput<Line extends ApiLine>({
  value,
  onChange,
}: {
  value: Line[];
  onChange: (lines: Line[]) => void;
}) {
  const [form] = Form.useForm<Values>();
  return (
    <Form
      form={form}
      component={false}
      layout="vertical"
      initialValues={{ lines: value.map(toLineFields) }}
      onValuesChange={(_changed, all) =>
        onChange(
          (all.lines ?? [])
            .filter((line): line is LineFields => Boolean(line))
            .map((line) => toApiLine(line) as Line),
        )
      }
    >
      <LineEditor />
    </Form>
  );
}
