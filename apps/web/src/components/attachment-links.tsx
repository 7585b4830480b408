import FilePdfOutlinedSvg from '@ant-design/icons-svg/es/asn/FilePdfOutlined';
import { iconOf } from '@/components/svg-icon.tsx';
import type { AttachmentLinkDto } from '@fund-direct/domain/contracts';
import './attachment-links.css';

const FilePdfOutlined = iconOf(FilePdfOutlinedSvg);

// Documents open in a new tab (PDF served from /resources).
export function AttachmentLinks({ files, className }: { files: readonly AttachmentLinkDto[]; className?: string }) {
  if (files.length === 0) return null;
  return (
    <ul className={className}>
      {files.map((file) => (
        <li key={file.url}>
          <a href={file.url} target="_blank" rel="noopener noreferrer" className="fd-attachment">
            <FilePdfOutlined aria-hidden />
            <span>{file.name}</span>
            <span className="fd-attachment__hint">（PDF，在新窗口打开）</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
