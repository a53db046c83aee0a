/** 简体中文 for system-views.ts (loaded only when the page is in 中文). */
import type { Catalog } from './catalog';

export default {
  'system.chart.title': '系统自适应保护',
  'system.chart.description': 'SystemSlot 比较的指标（所有入口请求合计）与系统规则阈值（虚线）',
  'system.chart.pick': '显示的指标',
  'system.chart.metric.load': 'LOAD',
  'system.chart.metric.cpu': 'CPU 使用率',
  'system.chart.metric.qps': '入口 QPS',
  'system.chart.metric.thread': '线程数',
  'system.chart.metric.rt': 'RT',
  'system.chart.blocks': '被 SystemSlot 拦截',
  'system.chart.lane': '拦截',
  'system.chart.time': '时间（秒）',
  'system.chart.noLimit': '未设阈值',
  'system.chart.none': '没有加载系统规则，SystemSlot 不做任何检查。',
  'system.chart.summary':
    '{metric} 随时间变化，对照 {limit}；游标处为 {now}；本次运行 SystemSlot 共拦截 {blocked} 个请求',
  'system.chart.tableCaption': '游标附近的第 {from}–{to} 个时间片（每片 {tickMs} ms），取每片结束时的值',

  'system.inputs.title': '系统输入',
  'system.inputs.hint':
    '机器报告给 Sentinel 的数值：每个值从它的 atMs 起保持到下一步（第一步之前为 0）。SystemStatusListener 每秒采样一次。',
  'system.inputs.load': '系统负载（LOAD）',
  'system.inputs.cpu': 'CPU 使用率（0–1）',
  'system.inputs.comparedWith': '对照',
  'system.inputs.notSet': '不检查：没有系统规则设置',
  'system.inputs.empty': '没有台阶：全程为 0。',
  'system.inputs.add.load': '添加负载台阶',
  'system.inputs.add.cpu': '添加 CPU 台阶',
  'system.inputs.remove': '删除',
  'system.inputs.atLabel': '{input}，第 {n} 步：atMs',
  'system.inputs.valueLabel': '{input}，第 {n} 步：value',
  'system.inputs.removeNamed': '删除{input}第 {n} 步',
} satisfies Catalog;
