import type { ProjectInput } from '@/lib/model/types';

export const bareMetalHypervisor: ProjectInput = {
  id: 'bare-metal-hypervisor',
  title: 'Bare-Metal Hypervisor',
  subtitle: 'A type-1 hypervisor for x86-64 with hardware virtualisation',
  description:
    'A small type-1 hypervisor in C++ that boots on x86-64 hardware, uses Intel VT-x and EPT to run unmodified guest kernels, and exposes a serial debug console.',
  longDescription:
    'The hypervisor boots from UEFI, takes over the machine and launches guest operating systems in VMX non-root mode. Extended page tables isolate guest memory, and VM exits for I/O ports, MSRs and CPUID are handled by small, tested handlers.\n\nA serial console lets me inspect guest registers, set breakpoints on VM exits and dump page tables while a guest runs. The project grew out of an operating-systems course and is now a test bed for learning how cloud platforms isolate tenants.',
  category: 'infrastructure',
  featured: true,
  status: 'maintained',
  startDate: '2025-09',
  thumbnail: '/images/projects/bare-metal-hypervisor/thumbnail.webp',
  images: [], // no screenshots yet: the Photos tab shows its empty state
  techStack: [
    { name: 'C++', category: 'backend', proficiency: 80 },
    { name: 'Assembly (x86-64)', category: 'backend', proficiency: 60 },
    { name: 'QEMU', category: 'tools', proficiency: 70 },
    { name: 'Git', category: 'tools', proficiency: 85 },
  ],
  metrics: [
    { icon: 'cpu', value: '2', label: 'Guest kernels booted side by side' },
    { icon: 'clock', value: '< 2 µs', label: 'Median VM-exit round trip' },
    { icon: 'server', value: '9k', label: 'Lines of C++ and assembly' },
    { icon: 'check', value: '157', label: 'VMCS fields checked before every VM entry' },
  ],
  features: [
    { icon: 'cpu', title: 'VT-x and EPT', description: 'Hardware-assisted virtualisation with extended page tables for guest isolation.' },
    { icon: 'server', title: 'UEFI boot', description: 'Boots directly on hardware or in QEMU/KVM for development.' },
    { icon: 'search', title: 'Debug console', description: 'Inspect registers and page tables of a running guest over serial.' },
    { icon: 'target', title: 'Exit breakpoints', description: 'Pause a guest on a chosen VM exit, such as CPUID or a port write, and step through its handling.' },
    { icon: 'check', title: 'Tested handlers', description: 'Each VM-exit handler has unit tests that run on the host, without booting anything.' },
  ],
  challenges: [
    'A single wrong bit in the VMCS made the CPU refuse to enter the guest, with no error message.',
    'Debugging early boot code without a screen or a debugger.',
    'Guests crashed at random when two virtual CPUs touched the same page while its EPT entry changed.',
    'Linux guests hung at boot waiting for hardware the hypervisor did not emulate.',
  ],
  solutions: [
    'Wrote a checker that validates every VMCS field against the Intel manual before VM entry.',
    'Brought up a serial console first and tested most code in QEMU with GDB attached.',
    'Invalidated the EPT mappings on every CPU with INVEPT after each change, under a per-guest lock.',
    'Passed the guest an ACPI table describing only the devices that exist, and logged every unhandled port access.',
  ],
  impact: [
    'Became the reference example for the operating-systems course the following term.',
    'Turned a black box, how a cloud provider isolates tenants, into something I can explain line by line.',
  ],
  testimonials: [],
  codeSnippets: [
    {
      language: 'cpp',
      title: 'Dispatching a VM exit to its handler',
      code: 'ExitAction dispatch(Vcpu& vcpu) {\n  const auto reason = vmread(VMCS_EXIT_REASON) & 0xffff;\n  switch (reason) {\n    case EXIT_CPUID:          return handle_cpuid(vcpu);\n    case EXIT_IO_INSTRUCTION: return handle_io(vcpu);\n    case EXIT_EPT_VIOLATION:  return handle_ept_violation(vcpu);\n    default:                  return debug_console.break_on_exit(vcpu, reason);\n  }\n}',
    },
  ],
  documentation: 'https://github.com/your-username/bare-metal-hypervisor/blob/main/docs/design.md',
  github: 'https://github.com/your-username/bare-metal-hypervisor',
  tags: ['virtualization', 'operating systems', 'c++', 'x86-64', 'low level'],
  color: { primary: '#334155', secondary: '#0f172a', accent: '#94a3b8' },
};
