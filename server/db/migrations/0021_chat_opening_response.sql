ALTER TABLE "chats" ADD COLUMN "first_response_opening_seconds" double precision;--> statement-breakpoint
-- The seconds of opening hours from `asked` to `answered`: of each opening on the Brussels days
-- between them (`days`: [{ weekday 1..7, open, close 'HH:MM' }], none on `closed_dates`), the
-- part that lies between the two instants.
CREATE FUNCTION "opening_seconds"(asked timestamptz, answered timestamptz, days jsonb, closed_dates jsonb)
RETURNS double precision LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(greatest(0, extract(epoch from
    least(((d.day::date + h.close::time) AT TIME ZONE 'Europe/Brussels'), answered)
    - greatest(((d.day::date + h.open::time) AT TIME ZONE 'Europe/Brussels'), asked)))), 0)::double precision
  FROM generate_series((asked AT TIME ZONE 'Europe/Brussels')::date,
    (answered AT TIME ZONE 'Europe/Brussels')::date, interval '1 day') AS d(day)
  JOIN jsonb_to_recordset(days) AS h(weekday int, open text, close text)
    ON h.weekday = extract(isodow from d.day)
  WHERE NOT (closed_dates @> jsonb_build_array(to_char(d.day, 'YYYY-MM-DD')))
$$;
--> statement-breakpoint
-- The conversations answered before, in the opening hours set now (none: they stay null).
UPDATE "chats" c SET "first_response_opening_seconds" =
  "opening_seconds"(c."first_customer_at", c."first_response_at", o."days", o."closed_dates")
FROM "opening_hours" o
WHERE o."id" = 1 AND jsonb_array_length(o."days") > 0 AND c."first_response_at" IS NOT NULL;
