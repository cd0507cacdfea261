import { interfaceDefaults } from '@/lib/model/interfaceText';
import { durationMonths, formatDateRange, formatDuration, formatMonthYear } from '@/lib/format/dates';
import { statusLook } from '@/components/ui/status';

const { dates } = interfaceDefaults;

describe('formatMonthYear', () => {
  it('writes the en-US long month and the year', () => {
    expect(formatMonthYear('2025-07')).toBe('July 2025');
    expect(formatMonthYear('2024-12')).toBe('December 2024');
    expect(formatMonthYear('2025-01')).toBe('January 2025');
  });

  it('rejects malformed dates', () => {
    expect(() => formatMonthYear('July 2025')).toThrow('Expected a YYYY-MM date, got "July 2025"');
  });
});

describe('duration', () => {
  it('rounds (end − start) / 30 days up', () => {
    // 2025-02-01 → 2025-06-01 is 120 days: exactly 4 months
    expect(durationMonths('2025-02', '2025-06')).toBe(4);
    // 2025-01-01 → 2025-05-01 is 120 days
    expect(durationMonths('2025-01', '2025-05')).toBe(4);
    // 2024-09-01 → 2024-12-01 is 91 days: 3.03, rounded up to 4
    expect(durationMonths('2024-09', '2024-12')).toBe(4);
    // 31 days → 2
    expect(durationMonths('2025-01', '2025-02')).toBe(2);
    // 28 days → 1
    expect(durationMonths('2025-02', '2025-03')).toBe(1);
  });

  it('says the months, one or more, and the ongoing text without an end date', () => {
    expect(formatDuration('2025-07', undefined, dates)).toBe(dates.ongoing);
    expect(formatDuration('2025-02', '2025-06', dates)).toBe('4 months');
    expect(formatDuration('2025-02', '2025-03', dates)).toBe('1 month');
  });

  it('formats ranges, ending an open one with the present text', () => {
    expect(formatDateRange('2025-07', undefined, 'now')).toBe('July 2025 – now');
    expect(formatDateRange('2025-02', '2025-06', 'now')).toBe('February 2025 – June 2025');
  });
});

describe('status', () => {
  it('maps colours and icons per status', () => {
    expect(statusLook('in-progress')).toEqual({ tone: 'gold', icon: 'activity' });
    expect(statusLook('completed')).toEqual({ tone: 'green', icon: 'check' });
    expect(statusLook('maintained')).toEqual({ tone: 'blue', icon: 'clock' });
    expect(statusLook('paused')).toEqual({ tone: 'blue', icon: 'clock' });
  });
});
