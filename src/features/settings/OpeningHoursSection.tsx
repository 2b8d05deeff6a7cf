import { App, Button, Card, Checkbox, Input, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { belgianHolidays } from '../../../calendar/holidays';
import { t } from '../../i18n/settings';
import { RichTextEditor } from '../../shared/rich-text';
import { useGetOpeningHoursQuery, useSetOpeningHoursMutation, type OpeningHours } from './api';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const CLOSING = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

interface DayRow {
  open: boolean;
  from: string;
  to: string;
}

const rowsOf = (hours: OpeningHours): DayRow[] =>
  WEEKDAYS.map((weekday) => {
    const day = hours.days.find((one) => one.weekday === weekday);
    return day
      ? { open: true, from: day.open, to: day.close }
      : { open: false, from: '08:00', to: '17:00' };
  });

/** A row that can be saved: closed, or two times with the opening first. */
const rowIsValid = (row: DayRow) =>
  !row.open || (TIME.test(row.from) && CLOSING.test(row.to) && row.from < row.to);

/** 'zaterdag 25 december 2027' */
const formatDate = (date: string) =>
  new Intl.DateTimeFormat('nl-BE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/**
 * 'Openingsuren': per weekday when staff are in (Brussels time), the days the company is closed
 * (the Belgian public holidays offered), and the automatic first answer a customer gets outside
 * those hours (docs/product.md § Opening hours).
 */
export function OpeningHoursSection() {
  const { data } = useGetOpeningHoursQuery();
  return (
    <section className="bo-settings__section" aria-labelledby="bo-settings-hours">
      <Card
        title={
          <h2 id="bo-settings-hours" className="bo-settings__heading">
            {t('settings.hours.title')}
          </h2>
        }
      >
        <p className="bo-settings__intro">{t('settings.hours.intro')}</p>
        {data ? <OpeningHoursForm stored={data} /> : <Skeleton active />}
      </Card>
    </section>
  );
}

/** The form, filled with what is stored. */
function OpeningHoursForm({ stored }: { stored: OpeningHours }) {
  const [save, { isLoading: saving }] = useSetOpeningHoursMutation();
  const { message } = App.useApp();
  const [rows, setRows] = useState(() => rowsOf(stored));
  const [closedDates, setClosedDates] = useState(stored.closedDates);
  const [newDate, setNewDate] = useState('');
  const [dutch, setDutch] = useState(stored.autoReplyDutch);
  const [english, setEnglish] = useState(stored.autoReplyEnglish);

  const change = (index: number, part: Partial<DayRow>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...part } : row)));
  const addDates = (dates: string[]) =>
    setClosedDates((current) => [...new Set([...current, ...dates])].sort());

  const year = new Date().getFullYear();
  const offerHolidays = () =>
    addDates([...belgianHolidays(year), ...belgianHolidays(year + 1)].map((day) => day.date));

  const submit = async () => {
    const result = await save({
      openingHours: {
        days: rows.flatMap((row, i) =>
          row.open ? [{ weekday: WEEKDAYS[i], open: row.from, close: row.to }] : [],
        ),
        closedDates,
        autoReplyDutch: dutch,
        autoReplyEnglish: english,
      },
    });
    // A refusal is worded by the error notifications.
    if ('data' in result) message.success(t('settings.hours.saved'));
  };

  return (
    <div className="bo-hours">
      <table className="bo-hours__week">
        <tbody>
          {rows.map((row, i) => (
            <tr key={WEEKDAYS[i]}>
              <th scope="row">
                <Checkbox
                  checked={row.open}
                  onChange={(e) => change(i, { open: e.target.checked })}
                >
                  {t(`settings.hours.day${WEEKDAYS[i]}`)}
                </Checkbox>
              </th>
              <td>
                {row.open ? (
                  <span className="bo-hours__times">
                    <Input
                      aria-label={t('settings.hours.from', {
                        day: t(`settings.hours.day${WEEKDAYS[i]}`),
                      })}
                      value={row.from}
                      status={rowIsValid(row) ? undefined : 'error'}
                      onChange={(e) => change(i, { from: e.target.value })}
                      maxLength={5}
                    />
                    <span aria-hidden="true">–</span>
                    <Input
                      aria-label={t('settings.hours.to', {
                        day: t(`settings.hours.day${WEEKDAYS[i]}`),
                      })}
                      value={row.to}
                      status={rowIsValid(row) ? undefined : 'error'}
                      onChange={(e) => change(i, { to: e.target.value })}
                      maxLength={5}
                    />
                  </span>
                ) : (
                  <span className="bo-hours__closed">{t('settings.hours.closed')}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {!rows.every(rowIsValid) && (
        <p className="bo-hours__error" role="alert">
          {t('settings.hours.invalid')}
        </p>
      )}

      <h3 className="bo-hours__subheading">{t('settings.hours.closedDates')}</h3>
      <div className="bo-hours__dates">
        {closedDates.length === 0 && <span>{t('settings.hours.noClosedDates')}</span>}
        {closedDates.map((date) => (
          <Tag
            key={date}
            closable
            closeIcon={
              <span aria-label={t('settings.hours.removeDate', { date: formatDate(date) })}>×</span>
            }
            onClose={() => setClosedDates((current) => current.filter((one) => one !== date))}
          >
            {formatDate(date)}
          </Tag>
        ))}
      </div>
      <div className="bo-hours__add">
        <Input
          type="date"
          aria-label={t('settings.hours.newDate')}
          value={newDate}
          onChange={(e) => setNewDate(e.target.value)}
        />
        <Button
          disabled={!newDate}
          onClick={() => {
            addDates([newDate]);
            setNewDate('');
          }}
        >
          {t('settings.hours.addDate')}
        </Button>
        <Button onClick={offerHolidays}>
          {t('settings.hours.addHolidays', { year, next: year + 1 })}
        </Button>
      </div>

      <h3 className="bo-hours__subheading">{t('settings.hours.autoReply')}</h3>
      <p className="bo-settings__intro">{t('settings.hours.autoReplyIntro')}</p>
      <label className="bo-hours__label">{t('settings.hours.autoReplyDutch')}</label>
      <RichTextEditor
        rows={3}
        value={dutch}
        onChange={setDutch}
        aria-label={t('settings.hours.autoReplyDutch')}
      />
      <label className="bo-hours__label">{t('settings.hours.autoReplyEnglish')}</label>
      <RichTextEditor
        rows={3}
        value={english}
        onChange={setEnglish}
        aria-label={t('settings.hours.autoReplyEnglish')}
      />
      <div className="bo-hours__actions">
        <Button
          type="primary"
          loading={saving}
          disabled={!rows.every(rowIsValid)}
          onClick={() => void submit()}
        >
          {t('settings.hours.save')}
        </Button>
      </div>
    </div>
  );
}
