import './auth.css';
import type { ReactNode } from 'react';

interface AuthPanelProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}

// The frame of the login, register and forgotten-password pages.
export function AuthPanel({ title, subtitle, children, footer }: AuthPanelProps) {
  return (
    <div className="fd-auth">
      <div className="fd-auth__inner fd-container">
        <aside className="fd-auth__intro" aria-hidden>
          <p className="fd-auth__intro-title">专业投资 · 值得信赖</p>
          <p className="fd-auth__intro-text">基金直销账户，在线开户、交易与资产管理一站完成。</p>
        </aside>
        <section className="fd-auth__card" aria-labelledby="fd-auth-title">
          <h1 id="fd-auth-title" className="fd-auth__title">
            {title}
          </h1>
          {subtitle ? <p className="fd-auth__subtitle">{subtitle}</p> : null}
          {children}
          {footer ? <div className="fd-auth__footer">{footer}</div> : null}
        </section>
      </div>
    </div>
  );
}
