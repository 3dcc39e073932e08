import type { WidgetSettingsProps } from '../../../../core/widgets/widget-type.ts';
import { FullReportSettings } from '../dashboard/FullReportSettings.tsx';

export function DashboardPromoSettings({ section, onChange }: WidgetSettingsProps) {
  return (
    <FullReportSettings
      section={section}
      onChange={onChange}
      periodHint="Shows the last four complete quarters against the same quarters a year earlier."
    />
  );
}
