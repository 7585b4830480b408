import { FilePdfOutlined } from '@ant-design/icons';
import type { AttachmentLinkDto } from '@fund-direct/domain/contracts';

// Documents open in a new tab (PDF served from /resources).
export function AttachmentLinks({ files }: { files: readonly AttachmentLinkDto[] }) {
  if (files.length === 0) return null;
  return (
    <ul className="fd-service-files">
      {files.map((file) => (
        <li key={file.url}>
          <a href={file.url} target="_blank" rel="noopener noreferrer" className="fd-service-files__link">
            <FilePdfOutlined aria-hidden />
            <span>{file.name}</span>
            <span className="fd-service-files__hint">（PDF，在新窗口打开）</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
