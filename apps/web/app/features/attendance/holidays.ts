// The year's holidays as GET /api/v1/attendance/holidays answers: the caller's own list (every workspace's
// for those who keep them), the optional holidays each person may take within the firm's quota.
export interface HolidayView {
  id: string;
  day: string;
  name: string;
  workspace_id: string | null;
  /** "Every workspace" when it applies to all. */
  workspace: string;
  optional: boolean;
  picked: boolean;
  applies_to_me: boolean;
}

export interface HolidayList {
  year: number;
  quota: number;
  picked: number;
  /** Adding and removing holidays (admins, firm-wide HR): the same right as shifts and rosters. */
  can_edit: boolean;
  data: HolidayView[];
}

export const holidaysPath = (year: number) => `/attendance/holidays?year=${year}`;
