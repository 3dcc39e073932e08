import { FullReportSettings } from '../dashboard/FullReportSettings.tsx';
import type { WidgetSettingsProps } from '../widget-types.ts';

export function DashboardPromoSettings({ section, onChange }: WidgetSettingsProps) {
  return (
    <FullReportSettings
      section={section}
      onChange={onChange}
      periodHint="Shows the last four complete quarters against the same quarters a year earlier."
    />
  );
}
