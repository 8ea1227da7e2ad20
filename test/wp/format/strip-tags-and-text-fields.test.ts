// PHP's strip_tags() and WordPress's sanitize_text_field(): each expected value was produced by PHP 8.2 and
// WordPress 6.1 themselves.
import { describe, expect, it } from 'vitest';
import { sanitizeTextField } from '../../../src/areas/collection/sanitize-text-field.js';
import { phpStripTags } from '../../../src/wp/format/php-strip-tags.js';

describe('strip_tags', () => {
  it.each([
    ['<p a"b=c>weird</p>', ''],
    ['<div alt="a > b">t</div>', 't'],
    ['a < b', 'a < b'],
    ['<a<b>c>d', 'd'],
    ['<!-- x > y --> z', ' z'],
    ['<!DOCTYPE html><p>x</p>', 'x'],
    ['<?xml version="1.0"?><r>x</r>', 'x'],
    ['<?php echo "a>b"; ?>after', 'after'],
    ['\n<!-->x', '\nx'],
    ['nul\u0000byte', 'nulbyte'],
    ['<p>unclosed', 'unclosed'],
  ])('strips %j as PHP does', (input, expected) => {
    expect(phpStripTags(input)).toBe(expected);
  });
});

describe('sanitize_text_field', () => {
  it.each([
    ['<script>alert(document.cookie)</script>', ''],
    ['a < b > c', 'a < b > c'],
    ['x<\ny', 'x&lt; y'],
    ['%%4141z', 'z'],
    ['%4g %2F ok', '%4g ok'],
    ['  tabs\tand\nnewlines  ', 'tabs and newlines'],
    ['<p a"b=c>weird</p>', ''],
    ['<div alt="a > b">t</div>', 't'],
    ['<!-- c --> after', 'after'],
    ['x <y', 'x &lt;y'],
    ['a & b &foo; < &apos;', 'a & b &foo; &lt; &amp;apos;'],
    ['<style>p{}</style>keep', 'keep'],
  ])('sanitizes %j as WordPress does', (input, expected) => {
    expect(sanitizeTextField(input)).toBe(expected);
  });

  it('answers hostile input in one pass over it', () => {
    expect(sanitizeTextField('<script>'.repeat(40_000))).toBe('');
    expect(sanitizeTextField(`${'%'.repeat(50_000)}${'41'.repeat(50_000)}z`)).toBe('z');
  });
});
