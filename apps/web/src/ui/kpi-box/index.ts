export { KpiBox, type KpiBoxProps } from './KpiBox.tsx';
export { describeKpi, type KpiComparison, type KpiTone } from './kpi-description.ts';
