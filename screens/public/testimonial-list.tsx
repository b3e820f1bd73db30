import { useState } from 'react';
import type { Testimonial } from './home-content';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** The photo, or the person's initials when the photo cannot be loaded. */
function TestimonialPhoto({ src, name }: { src: string; name: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span className="testimonials__photo testimonials__photo--initials" aria-hidden="true">
        {initials(name)}
      </span>
    );
  }
  return (
    <img
      className="testimonials__photo"
      src={src}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

/** Quotes of practitioners, as the region configuration holds them (already in the country's language). */
export function TestimonialList({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <ul className="testimonials">
      {testimonials.map((testimonial) => (
        <li key={testimonial.id} className="testimonials__item">
          <figure className="testimonials__figure">
            <blockquote className="testimonials__quote">
              <p>{testimonial.text}</p>
            </blockquote>
            <figcaption className="testimonials__author">
              <TestimonialPhoto src={testimonial.imageUrl} name={testimonial.name} />
              <span>{testimonial.name}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
