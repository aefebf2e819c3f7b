import type { ReactNode } from 'react';
import './auth.css';

export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle: string; children: ReactNode; footer: ReactNode }) {
  return (
    <div className="auth-page">
      <section className="card auth-card" aria-labelledby="auth-title">
        <div className="card__body">
          <h1 id="auth-title" className="auth-card__title">
            {title}
          </h1>
          <p className="auth-card__subtitle">{subtitle}</p>
          {children}
          <div className="auth-card__footer">{footer}</div>
        </div>
      </section>
    </div>
  );
}
