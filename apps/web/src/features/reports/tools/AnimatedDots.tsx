// Three dots that fill in turn, for 'Your report is being generated' (spec 2 §4).
import { useEffect, useState } from 'react';

export function AnimatedDots() {
  const [count, setCount] = useState(1);
  useEffect(() => {
    const timer = window.setInterval(() => setCount((n) => (n % 3) + 1), 400);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <span aria-hidden style={{ display: 'inline-block', width: '1.2em', textAlign: 'left' }}>
      {'.'.repeat(count)}
    </span>
  );
}
