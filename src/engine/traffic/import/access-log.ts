/**
 * The combined log format (Apache `%h %l %u %t "%r" %>s %b "%{Referer}i" "%{User-agent}i"`,
 * nginx's default `combined`: `$remote_addr - $remote_user [$time_local] "$request" $status
 * $body_bytes_sent "$http_referer" "$http_user_agent"`), and the common format without the last
 * two fields. Read with one regular expression: the format is fixed and fields are separated by
 * single spaces, with the three free-text fields in double quotes (a `\"` inside them is escaped
 * by both servers).
 *
 * A number after the standard fields is read as the response time: with a decimal point it is
 * nginx's `$request_time` (seconds, ms resolution), a whole number Apache's `%D` (µs).
 *
 * The time in brackets is `$time_local` / `%t` (`10/Oct/2000:13:55:36 -0700`) by default; a
 * `log_format` that writes `[$time_iso8601]` or `[$msec]` (epoch seconds with ms) is read with the
 * matching AccessTimeFormat (`guessAccessTimeFormat` picks it from a line).
 */
import { guessTimeFormat, inClockRange, parseClfTime, parseIso, parseTimestamp, type TimeFormat } from './timestamps';
import { badLine } from './reasons';
import type { Said } from './said';

/** How the bracketed time is written: `clf` (`$time_local`, `%t`) or one of the CSV formats. */
export type AccessTimeFormat = 'clf' | TimeFormat;
export const ACCESS_TIME_FORMATS: readonly AccessTimeFormat[] = ['clf', 'iso', 'epoch-s', 'epoch-ms', 'epoch-us'];

export interface AccessLine {
  readonly timeMs: number;
  readonly remoteAddr: string;
  readonly method: string;
  /** The request path without the query. */
  readonly path: string;
  /** The query's values in order (`?id=7&u=a` → ['7', 'a']). */
  readonly params: readonly string[];
  readonly status: number | null;
  readonly rtMs: number | null;
}

const QUOTED = '"((?:[^"\\\\]|\\\\.)*)"';
const COMBINED = new RegExp(
  `^(\\S+) \\S+ \\S+ \\[([^\\]]+)\\] ${QUOTED} (\\d{3}|-) (\\d+|-)(?: ${QUOTED} ${QUOTED})?(?: +(\\S+))?.*$`,
);
const DECIMAL = /^\d+\.\d+$/;
const INTEGER = /^\d+$/;

/** The bracketed time of `line` in the format it looks like (CLF when it is not an access log line). */
export function guessAccessTimeFormat(line: string): AccessTimeFormat {
  const m = COMBINED.exec(line.trim());
  if (m === null || parseClfTime(m[2]) !== null) return 'clf';
  if (parseIso(m[2]) !== null) return 'iso';
  return guessTimeFormat(m[2]);
}

/** One line with the time as `$time_local` (the servers' default). */
export function parseAccessLine(line: string): AccessLine | Said {
  return parseAccessLineWith(line, 'clf');
}

const TIME_EXAMPLE: Record<AccessTimeFormat, string> = {
  clf: '10/Oct/2000:13:55:36 -0700',
  iso: '2000-10-10T13:55:36-07:00',
  'epoch-s': '971211336.123',
  'epoch-ms': '971211336123',
  'epoch-us': '971211336123000',
};

export function parseAccessLineWith(line: string, time: AccessTimeFormat): AccessLine | Said {
  const m = COMBINED.exec(line.trim());
  if (m === null) return badLine('notAccessLog');
  const timeMs = time === 'clf' ? parseClfTime(m[2]) : parseTimestamp(m[2], time);
  if (timeMs === null) return badLine('accessTimeUnlike', { time: m[2].slice(0, 40), example: TIME_EXAMPLE[time] });
  if (!inClockRange(timeMs)) return badLine('accessTimeRange', { time: m[2].slice(0, 40) });
  const [method = '', target = ''] = m[3].split(' ');
  const q = target.indexOf('?');
  const path = q >= 0 ? target.slice(0, q) : target;
  const params =
    q >= 0
      ? target
          .slice(q + 1)
          .split('&')
          .filter((p) => p !== '')
          .map((p) => safeDecode(p.slice(p.indexOf('=') + 1)))
      : [];
  const extra = m[8];
  const rtMs =
    extra === undefined
      ? null
      : DECIMAL.test(extra)
        ? Number(extra) * 1000
        : INTEGER.test(extra)
          ? Number(extra) / 1000
          : null;
  return {
    timeMs,
    remoteAddr: m[1],
    method,
    path,
    params,
    status: m[4] === '-' ? null : Number(m[4]),
    rtMs,
  };
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}
