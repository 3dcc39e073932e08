import type { WidgetSettingsProps } from '../widget-types.ts';
import { FullReportSettings } from './FullReportSettings.tsx';

export function DashboardSettings({ section, onChange }: WidgetSettingsProps) {
  return (
    <FullReportSettings
      section={section}
      onChange={onChange}
      periodHint="Shows the KPIs of the last 12 months against the 12 months before."
    />
  );
}
