import type { WidgetSettingsProps } from '../../../../core/widgets/widget-type.ts';
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
