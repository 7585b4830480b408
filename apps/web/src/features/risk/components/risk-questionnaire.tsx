import { App, Button, Checkbox, Radio } from 'antd';
import { useState } from 'react';
import { RISK_TEXT, riskSubmitRequest, type RiskQuestionItem, type RiskResult } from '@fund-direct/domain/contracts';
import { QueryStatus } from '@/components/query-status.tsx';
import { useRiskQuestions } from '../api/risk-questions.ts';
import { useSubmitRisk } from '../api/submit-risk.ts';
import './risk.css';

interface RiskQuestionnaireProps {
  onDone?: (result: RiskResult) => void;
}

type Answers = Record<string, string[]>;

const PARTS: readonly { kind: RiskQuestionItem['kind']; title: string; hint: string }[] = [
  { kind: 'lowest', title: '第一部分　最低风险等级判定', hint: '以下任一问题回答“是”，您的风险承受能力等级将被评定为保守型（C1）。' },
  { kind: 'score', title: '第二部分　风险承受能力评估', hint: '请根据您的实际情况如实作答。' },
];

function QuestionBlock({
  question,
  value,
  onChange,
}: {
  question: RiskQuestionItem;
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const titleId = `fd-risk-q-${question.id}`;
  const options = question.options.map((option) => ({ value: option.value, label: `${option.value}. ${option.label}` }));
  return (
    <fieldset className="fd-risk-question" id={`fd-risk-question-${question.id}`} aria-labelledby={titleId}>
      <legend id={titleId} className="fd-risk-question__title">
        {question.no}. {question.title}
        {/* Seeded titles may already say so; the mark is not repeated. */}
        {question.multiple && !question.title.includes('多选') ? <span className="fd-risk-question__multi">（多选）</span> : null}
      </legend>
      {question.multiple ? (
        <Checkbox.Group
          className="fd-risk-question__options"
          options={options}
          value={value}
          onChange={(next) => onChange(next.map(String))}
        />
      ) : (
        <Radio.Group
          className="fd-risk-question__options"
          options={options}
          value={value[0]}
          onChange={(event) => onChange([String(event.target.value)])}
        />
      )}
    </fieldset>
  );
}

// The §3 questionnaire: each question starts from its empty selectIndex; scoring happens on the server.
export function RiskQuestionnaire({ onDone }: RiskQuestionnaireProps) {
  const questions = useRiskQuestions();
  const submit = useSubmitRisk();
  const { message } = App.useApp();
  const [answers, setAnswers] = useState<Answers>({});

  const list = questions.data?.list ?? [];
  const valueOf = (question: RiskQuestionItem) => answers[question.id] ?? question.selectIndex;
  const answered = list.filter((question) => valueOf(question).length > 0).length;

  const onSubmit = async () => {
    const missing = list.find((question) => valueOf(question).length === 0);
    if (missing) {
      void message.error(RISK_TEXT.answerMissing(missing.no));
      document.getElementById(`fd-risk-question-${missing.id}`)?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
      return;
    }
    const parsed = riskSubmitRequest.safeParse({
      answers: Object.fromEntries(list.map((question) => [String(question.id), valueOf(question)])),
    });
    if (!parsed.success) {
      void message.error(parsed.error.issues[0]?.message ?? RISK_TEXT.answersRequired);
      return;
    }
    try {
      onDone?.(await submit.mutateAsync(parsed.data));
    } catch {
      // The http client has shown the message.
    }
  };

  if (questions.isPending || questions.isError) {
    return <QueryStatus loading={questions.isPending} error={questions.isError} onRetry={() => void questions.refetch()} minHeight={320} />;
  }

  return (
    <div className="fd-risk-questionnaire">
      {PARTS.map((part) => {
        const items = list.filter((question) => question.kind === part.kind);
        if (items.length === 0) return null;
        return (
          <section key={part.kind} className="fd-risk-part">
            <h2 className="fd-risk-part__title">{part.title}</h2>
            <p className="fd-risk-part__hint">{part.hint}</p>
            {items.map((question) => (
              <QuestionBlock
                key={question.id}
                question={question}
                value={valueOf(question)}
                onChange={(value) => setAnswers((current) => ({ ...current, [question.id]: value }))}
              />
            ))}
          </section>
        );
      })}
      <div className="fd-risk-submit">
        <span className="fd-risk-submit__progress" aria-live="polite">
          已答 {answered}/{list.length} 题
        </span>
        <Button type="primary" size="large" loading={submit.isPending} onClick={() => void onSubmit()}>
          提交测评
        </Button>
      </div>
    </div>
  );
}
