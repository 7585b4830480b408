import { Cascader } from 'antd';
import { useMemo } from 'react';
import type { AreaProvince } from '@fund-direct/domain/contracts';
import { useAreaData } from '../api/area-data.ts';

interface AreaOption {
  value: string;
  label: string;
  children?: AreaOption[];
}

// §3 area data as province → city → county. A city without counties (e.g. 东莞) is chosen again as its own county.
export function areaOptions(provinces: readonly AreaProvince[]): AreaOption[] {
  return provinces.map((p) => ({
    value: p.provincecode,
    label: p.provincename,
    children: p.cities.map((c) => ({
      value: c.cityno,
      label: c.cityname,
      children:
        c.counties.length > 0
          ? c.counties.map((d) => ({ value: d.countyno, label: d.countyname }))
          : [{ value: c.cityno, label: c.cityname }],
    })),
  }));
}

// The names of a chosen area, for read-only display.
export function areaText(provinces: readonly AreaProvince[] | undefined, codes: readonly (string | null)[]): string {
  if (!provinces) return '';
  const [provinceCode, cityCode, countyCode] = codes;
  const province = provinces.find((p) => p.provincecode === provinceCode);
  const city = province?.cities.find((c) => c.cityno === cityCode);
  const county = city?.counties.find((c) => c.countyno === countyCode);
  return [province?.provincename, city?.cityname, county?.countyname].filter(Boolean).join(' ');
}

interface AreaCascaderProps {
  value?: string[];
  onChange?: (value: string[]) => void;
  id?: string;
}

export function AreaCascader({ value, onChange, id }: AreaCascaderProps) {
  const area = useAreaData();
  const options = useMemo(() => areaOptions(area.data ?? []), [area.data]);
  return (
    <Cascader
      id={id}
      options={options}
      // Until the area data arrives the codes have no names: show that it is loading, not the bare codes.
      value={options.length > 0 ? value : undefined}
      loading={area.isLoading}
      placeholder={area.isLoading ? '正在加载地区…' : '请选择省份 / 城市 / 区县'}
      showSearch={{ filter: (input, path) => path.some((option) => String(option.label).includes(input.trim())) }}
      onChange={(next) => onChange?.((next ?? []).map(String))}
    />
  );
}
