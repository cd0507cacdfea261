import type { Project } from '@/lib/types';

export const bareMetalHypervisor: Project = {
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
  thumbnail: '/images/projects/bare-metal-hypervisor/thumbnail.svg',
  images: [],
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
  ],
  features: [
    { icon: 'cpu', title: 'VT-x and EPT', description: 'Hardware-assisted virtualisation with extended page tables for guest isolation.' },
    { icon: 'server', title: 'UEFI boot', description: 'Boots directly on hardware or in QEMU/KVM for development.' },
    { icon: 'search', title: 'Debug console', description: 'Inspect registers and page tables of a running guest over serial.' },
  ],
  challenges: [
    'A single wrong bit in the VMCS made the CPU refuse to enter the guest, with no error message.',
    'Debugging early boot code without a screen or a debugger.',
  ],
  solutions: [
    'Wrote a checker that validates every VMCS field against the Intel manual before VM entry.',
    'Brought up a serial console first and tested most code in QEMU with GDB attached.',
  ],
  impact: ['Became the reference example for the operating-systems course the following term.'],
  testimonials: [],
  github: 'https://github.com/your-username/bare-metal-hypervisor',
  tags: ['virtualization', 'operating systems', 'c++', 'x86-64', 'low level'],
  color: { primary: '#334155', secondary: '#0f172a', accent: '#94a3b8' },
};
