import { Descriptions, type DescriptionsProps } from 'antd';
import { ID_TYPES } from '@fund-direct/domain/codes';
import { maskMobile } from '@fund-direct/domain/format';
import { useOrganisationInfo } from '@/api/account/organisation-info.ts';
import { QueryStatus } from '@/components/query-status.tsx';
import { useAuth } from '@/lib/auth-state.ts';

const EMPTY = '--';

function idTypeLabel(code: string | null | undefined): string {
  if (!code) return EMPTY;
  return Object.hasOwn(ID_TYPES, code) ? ID_TYPES[code as keyof typeof ID_TYPES] : code;
}

const text = (value: string | null | undefined) => value || EMPTY;

// §2 enterprise_info: the institution, its transactor and legal representative; ID numbers come masked.
export function EnterpriseInfoPage() {
  const { user } = useAuth();
  const query = useOrganisationInfo(user?.clientid);
  const info = query.data;
  if (!info) return <QueryStatus loading={query.isPending} error={query.isError} onRetry={() => void query.refetch()} />;

  const sections: { title: string; items: DescriptionsProps['items'] }[] = [
    {
      title: '机构信息',
      items: [
        { key: 'name', label: '机构名称', children: text(info.custname) },
        { key: 'clientid', label: '客户编号', children: text(info.clientid) },
        { key: 'idtype', label: '证件类型', children: idTypeLabel(info.idtype) },
        { key: 'idno', label: '证件号码', children: text(info.idno) },
        { key: 'mobile', label: '登录手机号', children: maskMobile(info.mobileno) || EMPTY },
      ],
    },
    {
      title: '经办人信息',
      items: [
        { key: 'name', label: '经办人姓名', children: text(info.transactorname) },
        { key: 'idtype', label: '证件类型', children: idTypeLabel(info.transactoridtype) },
        { key: 'idno', label: '证件号码', children: text(info.transactoridno) },
        { key: 'mobile', label: '手机号码', children: maskMobile(info.transactormobile) || EMPTY },
      ],
    },
    {
      title: '法定代表人信息',
      items: [
        { key: 'name', label: '法定代表人姓名', children: text(info.instreprname) },
        { key: 'idtype', label: '证件类型', children: idTypeLabel(info.instrepridtype) },
        { key: 'idno', label: '证件号码', children: text(info.instrepridno) },
      ],
    },
  ];

  return (
    <>
      {sections.map((section) => (
        <Descriptions
          key={section.title}
          className="fd-account-section"
          title={section.title}
          bordered
          size="small"
          column={{ xs: 1, sm: 1, md: 2 }}
          items={section.items}
        />
      ))}
    </>
  );
}
