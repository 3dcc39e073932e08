// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createLayerStack, type LayerStack } from './layer-stack.ts';

function layerElement(html = ''): HTMLElement {
  const element = document.body.appendChild(document.createElement('div'));
  element.setAttribute('role', 'dialog');
  element.innerHTML = html;
  return element;
}

function openLayer(stack: LayerStack, element: HTMLElement) {
  const closed: string[] = [];
  const remove = stack.open({ element: () => element, requestClose: () => closed.push('closed') });
  return { closed, remove };
}

function press(stack: LayerStack, on: Element, key = 'Escape'): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  on.addEventListener('keydown', (pressed) => stack.handleKeyDown(pressed as KeyboardEvent), { once: true });
  on.dispatchEvent(event);
  return event;
}

const inputOf = (element: HTMLElement) => element.querySelector('input, button') as Element;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the layer stack', () => {
  it('closes only the innermost layer on Escape', () => {
    const stack = createLayerStack();
    const outer = openLayer(stack, layerElement('<input name="title">'));
    const innerElement = layerElement('<input name="url">');
    const inner = openLayer(stack, innerElement);
    const event = press(stack, inputOf(innerElement));
    expect(inner.closed).toEqual(['closed']);
    expect(outer.closed).toEqual([]);
    expect(event.defaultPrevented).toBe(true);
  });

  it('closes the layer below once the innermost one is taken off', () => {
    const stack = createLayerStack();
    const outerElement = layerElement('<input>');
    const outer = openLayer(stack, outerElement);
    const inner = openLayer(stack, layerElement());
    inner.remove();
    press(stack, inputOf(outerElement));
    expect(outer.closed).toEqual(['closed']);
    expect(inner.closed).toEqual([]);
  });

  it('leaves the layer open when Escape is pressed in a dropdown inside it', () => {
    const stack = createLayerStack();
    const element = layerElement('<div class="mantine-Popover-dropdown"><button>#0b2545</button></div>');
    const layer = openLayer(stack, element);
    const event = press(stack, inputOf(element));
    expect(layer.closed).toEqual([]);
    expect(event.defaultPrevented).toBe(false);
  });

  it('leaves the layer open when Escape is pressed on a control whose list is open', () => {
    const stack = createLayerStack();
    const element = layerElement('<input role="combobox" aria-haspopup="listbox" aria-expanded="true">');
    const layer = openLayer(stack, element);
    press(stack, inputOf(element));
    expect(layer.closed).toEqual([]);
  });

  it('closes the layer when Escape is pressed on an open disclosure that has no popup', () => {
    const stack = createLayerStack();
    const element = layerElement('<button aria-expanded="true">Offices</button>');
    const layer = openLayer(stack, element);
    press(stack, inputOf(element));
    expect(layer.closed).toEqual(['closed']);
  });

  it('leaves the layer to a question asked over it', () => {
    const stack = createLayerStack();
    const layer = openLayer(stack, layerElement('<input>'));
    const question = layerElement('<button>Keep editing</button>');
    press(stack, inputOf(question));
    expect(layer.closed).toEqual([]);
  });

  it('closes the layer when the focus is on the page and nothing is open inside it', () => {
    const stack = createLayerStack();
    const layer = openLayer(stack, layerElement());
    press(stack, document.body);
    expect(layer.closed).toEqual(['closed']);
  });

  it('ignores other keys, and Escape with no layer open', () => {
    const stack = createLayerStack();
    const element = layerElement('<input>');
    expect(press(stack, inputOf(element)).defaultPrevented).toBe(false);
    const layer = openLayer(stack, element);
    press(stack, inputOf(element), 'Enter');
    expect(layer.closed).toEqual([]);
  });
});
