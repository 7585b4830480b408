import { ABOUT_US_SECTIONS, aboutSectionBody, type AboutSectionItem } from '@fund-direct/domain/contracts/ops';
import { Alert, App, Button, Card, Form, Input, Tabs, Typography } from 'antd';
import dayjs from 'dayjs';
import { zodRule } from '@/components/zod-rule.ts';
import { useAboutSections, useSaveAboutSection } from '../api/site-content.ts';
import { RichTextEditor } from '@/components/rich-text-editor.tsx';

function SectionForm({ section }: { section: AboutSectionItem }) {
  const { message } = App.useApp();
  const save = useSaveAboutSection();
  const [form] = Form.useForm<{ title: string; contentHtml: string }>();
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ title: section.title, contentHtml: section.contentHtml }}
      onFinish={(body) =>
        save.mutateAsync({ key: section.key, body }).then(
          () => void message.success('已保存，网站已更新'),
          () => undefined,
        )
      }
    >
      {save.error ? <Alert type="error" showIcon title={save.error.message} style={{ marginBottom: 16 }} /> : null}
      <Form.Item name="title" label="标题" rules={[zodRule(aboutSectionBody.shape.title, '标题：请填写')]}>
        <Input />
      </Form.Item>
      <Form.Item name="contentHtml" label="正文">
        <RichTextEditor />
      </Form.Item>
      <Typography.Paragraph type="secondary">
        {section.updatedAt ? `最近修改：${dayjs(section.updatedAt).format('YYYY-MM-DD HH:mm')}` : '尚未在后台修改'}
      </Typography.Paragraph>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        保存
      </Button>
    </Form>
  );
}

// 关于我们: the sections of the about-us page, saved live.
export function AboutUsPage() {
  const sections = useAboutSections();
  return (
    <Card title="关于我们" loading={sections.isPending}>
      {sections.error ? <Alert type="error" showIcon title={sections.error.message} /> : null}
      <Tabs
        items={(sections.data?.list ?? []).map((section) => ({
          key: section.key,
          label: ABOUT_US_SECTIONS[section.key],
          children: <SectionForm section={section} />,
        }))}
      />
    </Card>
  );
}
